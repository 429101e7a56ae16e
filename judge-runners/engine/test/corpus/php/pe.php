<?php
fscanf(STDIN, "%d %d", $a, $b);
echo $a + $b;
