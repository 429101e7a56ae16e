// The envelope and paging helpers live in the SDK so plugins page exactly like the kernel.
export { ok, SUCCESS, pageParams, paginate, MAX_PAGE_SIZE, type PageParams } from '@oj/sdk';
