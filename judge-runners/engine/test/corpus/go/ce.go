package main

func main() {
	undefinedCall()
}
