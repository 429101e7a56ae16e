# Kattis interactive validator that waits, then greets the program and wants the greeting back. A
# program gone by then leaves it writing to a closed pipe: Python ignores SIGPIPE, so it dies of
# BrokenPipeError (exit 1) instead.
import sys
import time

time.sleep(0.3)
print('hello', flush=True)
sys.exit(42 if sys.stdin.readline().strip() == 'hello' else 43)
