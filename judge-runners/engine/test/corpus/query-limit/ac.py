# Binary search within ceil(log2 n) queries, flushing each line.
n = int(input())
lo, hi = 1, n
while lo < hi:
    mid = (lo + hi + 1) // 2
    print("?", mid, flush=True)
    if int(input()) == 1:
        lo = mid
    else:
        hi = mid - 1
print("!", lo, flush=True)
