# Fast input through sys.stdin and print() without flush: the query stays in the buffer.
import sys
input = sys.stdin.readline
n = int(input())
lo, hi = 1, n
while lo < hi:
    mid = (lo + hi + 1) // 2
    print("?", mid)
    if int(input()) == 1:
        lo = mid
    else:
        hi = mid - 1
print("!", lo)
