# The guess-the-number validator of validator.cpp, in Python.
import sys

secret = int(open(sys.argv[1]).read())
for i in range(1, 21):
    line = sys.stdin.readline()
    if not line.strip():
        print(f'no guess {i}', file=sys.stderr)
        sys.exit(43)
    guess = int(line)
    if guess == secret:
        print('=', flush=True)
        print(f'python: found in {i} guesses', file=sys.stderr)
        sys.exit(42)
    print('<' if guess < secret else '>', flush=True)
print('too many guesses', file=sys.stderr)
sys.exit(43)
