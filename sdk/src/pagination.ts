// Cursor pagination: `for await (const item of list)` walks every page, holding one at a time;
// `.page()` gets one page with its cursor. A service that answered the same cursor twice would
// make a naive loop run forever: that is an error here.
import type { ResponseInfo } from "./core.js";
import { VoiceAssistantError } from "./errors.js";

export type PageBody<T> = { data: T[]; nextCursor: string | null };
export type FetchPage<T> = (cursor: string | undefined) => Promise<{ data: PageBody<T>; response: ResponseInfo }>;

export class Page<T> {
  readonly data: T[];
  /** Pass it as `cursor` for the next page; null on the last page. */
  readonly nextCursor: string | null;
  readonly lastResponse: ResponseInfo;
  readonly #fetchPage: FetchPage<T>;

  constructor(body: PageBody<T>, response: ResponseInfo, fetchPage: FetchPage<T>) {
    this.data = body.data;
    this.nextCursor = body.nextCursor;
    this.lastResponse = response;
    this.#fetchPage = fetchPage;
  }

  hasNextPage(): boolean {
    return this.nextCursor !== null;
  }

  /** The next page, or null after the last. */
  async nextPage(): Promise<Page<T> | null> {
    if (this.nextCursor === null) return null;
    const { data, response } = await this.#fetchPage(this.nextCursor);
    return new Page(data, response, this.#fetchPage);
  }
}

export class CursorLoopError extends VoiceAssistantError {
  override name = "CursorLoopError";
}

/** A list: iterate it for every item, or take `.page()` / `.pages()`. Nothing is requested until you do. */
export class PagedList<T> implements AsyncIterable<T> {
  readonly #fetchPage: FetchPage<T>;
  readonly #cursor: string | undefined;

  constructor(fetchPage: FetchPage<T>, cursor: string | undefined) {
    this.#fetchPage = fetchPage;
    this.#cursor = cursor;
  }

  /** One page (the first, or the one at the `cursor` the list was asked for). */
  async page(): Promise<Page<T>> {
    const { data, response } = await this.#fetchPage(this.#cursor);
    return new Page(data, response, this.#fetchPage);
  }

  /** Every page in turn. */
  async *pages(): AsyncGenerator<Page<T>, void, undefined> {
    // Only the last cursor is kept, so memory stays flat however many pages there are.
    let previous: string | undefined = this.#cursor;
    let page: Page<T> | null = await this.page();
    while (page) {
      yield page;
      const cursor = page.nextCursor;
      if (cursor === null) return;
      if (cursor === previous) throw new CursorLoopError(`The service answered the cursor ${cursor} again; stopping instead of looping`);
      previous = cursor;
      page = await page.nextPage();
    }
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<T, void, undefined> {
    for await (const page of this.pages()) yield* page.data;
  }

  /** Every item in an array (for small lists; iterate large ones). */
  async toArray(): Promise<T[]> {
    const items: T[] = [];
    for await (const item of this) items.push(item);
    return items;
  }
}
