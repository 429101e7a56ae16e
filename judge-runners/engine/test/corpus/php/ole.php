<?php
$s = str_repeat("output flood output flood output flood\n", 1000);
while (true) { fwrite(STDOUT, $s); }
