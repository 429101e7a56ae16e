import sys
s = "output flood output flood output flood\n" * 1000
while True:
    sys.stdout.write(s)
