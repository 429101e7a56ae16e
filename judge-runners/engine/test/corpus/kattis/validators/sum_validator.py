# Kattis output validator for A+B in Python: `validator input answer feedback_dir/`, the team's
# output on stdin; says why on stderr (no judgemessage.txt); 42 accepts, 43 rejects.
import os
import sys

input_file, answer_file, feedback_dir = sys.argv[1:4]
if not os.path.isdir(feedback_dir) or not os.access(feedback_dir, os.W_OK):
    print('the feedback dir is missing or not writable', file=sys.stderr)
    sys.exit(1)
a, b = map(int, open(input_file).read().split())
expected = int(open(answer_file).read())
team = sys.stdin.read().split()
if team != [str(expected)]:
    print(f'{a} + {b} is {expected}, not {" ".join(team)[:50]}', file=sys.stderr)
    sys.exit(43)
with open(os.path.join(feedback_dir, 'teammessage.txt'), 'w') as message:
    message.write('well done\n')
print(f'python says ok {expected}', file=sys.stderr)
sys.exit(42)
