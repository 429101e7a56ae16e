// Go (reference §4.1): go build with the build cache inside the sandbox's work dir.
import type { LanguageDefinition } from '../language.ts';
import { OTHER_LANGUAGE_LIMIT_FACTOR } from '../limits.ts';

export const golangLanguage: LanguageDefinition = {
  name: 'Golang',
  description: 'Go 1.19, go build',
  sourceFile: 'main.go',
  exeFile: 'main',
  compile: {
    command: ['/usr/bin/go', 'build', '-o', '{exe}', '{src}'],
    env: { GOCACHE: '/tmp/gocache', GOPATH: '/tmp/go', GO111MODULE: 'off', CGO_ENABLED: '0', GOFLAGS: '-buildvcs=false' },
    cpuMs: 30_000,
    wallMs: 40_000,
    memoryMb: 1024,
    processes: 128,
  },
  run: { command: ['/w/{exe}'], env: { GODEBUG: 'madvdontneed=1', GOMAXPROCS: '1' }, processes: 16 },
  timeFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
  memoryFactor: OTHER_LANGUAGE_LIMIT_FACTOR,
  memoryErrorMarkers: ['fatal error: runtime: out of memory'],
  toolchain: ['/usr/bin/go'],
  editorMode: 'go',
  template: `package main

import "fmt"

func main() {
	var a, b int64
	fmt.Scan(&a, &b)
	fmt.Println(a + b)
}
`,
};
