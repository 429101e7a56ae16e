package main

var x int64

func main() {
	for {
		x++
	}
}
