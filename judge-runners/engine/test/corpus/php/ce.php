<?php
function main( {
