package main

func main() {
	var m map[string]int
	m["x"] = 1
}
