import sys
while True:
    print(1, flush=True)
    if sys.stdin.readline().strip() in ('=', ''):
        break
