# Binary search, then answers one less than what it found.
n = int(input())
lo, hi = 1, n
while lo < hi:
    mid = (lo + hi + 1) // 2
    print("?", mid, flush=True)
    if int(input()) == 1:
        lo = mid
    else:
        hi = mid - 1
print("!", lo - 1 if lo > 1 else 2, flush=True)
