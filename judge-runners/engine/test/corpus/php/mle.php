<?php
$blocks = [];
for ($i = 0; $i < 100000; $i++) { $blocks[] = str_repeat(chr($i % 200 + 1), 1 << 20); }
echo count($blocks), "\n";
