<?php
throw new Exception("runtime error on purpose");
