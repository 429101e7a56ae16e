package main

import (
	"bufio"
	"os"
)

func main() {
	w := bufio.NewWriter(os.Stdout)
	for {
		w.WriteString("output flood output flood output flood\n")
	}
}
