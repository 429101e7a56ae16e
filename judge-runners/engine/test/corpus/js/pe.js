const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\s+/).map(Number);
process.stdout.write(String(a + b));
