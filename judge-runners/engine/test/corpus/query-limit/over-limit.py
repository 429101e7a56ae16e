# Walks up one number at a time: far over the query limit. Stops when told -1.
import sys
n = int(input())
x = 1
while x < n:
    print("?", x + 1, flush=True)
    reply = int(input())
    if reply == -1:
        sys.exit(0)
    if reply == 0:
        break
    x += 1
print("!", x, flush=True)
