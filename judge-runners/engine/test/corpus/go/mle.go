package main

import "fmt"

func main() {
	var blocks [][]byte
	for i := 0; i < 100000; i++ {
		b := make([]byte, 1<<20)
		for j := range b {
			b[j] = byte(i)
		}
		blocks = append(blocks, b)
	}
	fmt.Println(len(blocks))
}
