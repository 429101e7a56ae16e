const s = 'output flood output flood output flood\n'.repeat(1000);
const fs = require('fs');
for (;;) fs.writeSync(1, s);
