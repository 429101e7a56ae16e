// The guestbook's table as the server reads it: the row type its store answers with. Server-side
// types only (dates are Date objects); what the routes answer is the contract in browser.ts.

/** a row of guestbook_entries */
export interface EntryRow {
  id: number;
  uid: string;
  content: string;
  gmtCreate: Date;
}
