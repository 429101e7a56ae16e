// Reading a provider's streamed body: network pieces split lines and events anywhere (even inside
// a UTF-8 character), so both readers buffer until a line (NDJSON) or a blank line (SSE) is whole.

/** the body's lines, without their line ends; the last one even without a final newline */
export async function* lines(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8');
  let buffered = '';
  for await (const piece of body) {
    buffered += decoder.decode(piece, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n')) >= 0) {
      yield buffered.slice(0, end).replace(/\r$/, '');
      buffered = buffered.slice(end + 1);
    }
  }
  buffered += decoder.decode();
  if (buffered) yield buffered.replace(/\r$/, '');
}

/** the `data` of each server-sent event (its data lines joined by \n); comments and other fields are skipped */
export async function* sseData(body: AsyncIterable<Uint8Array>): AsyncGenerator<string> {
  let data: string[] = [];
  for await (const line of lines(body)) {
    if (line === '') {
      if (data.length) yield data.join('\n');
      data = [];
    } else if (line.startsWith('data:')) {
      data.push(line.slice(5).replace(/^ /, ''));
    }
  }
  if (data.length) yield data.join('\n');
}
