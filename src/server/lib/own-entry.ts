// A table written as an object literal, looked up by a word from people's text: `table[word]` would
// find the object's own machinery ("constructor" is a function, "__proto__" the prototype), so only
// the table's own entries are read.

/** `table[key]` when the table itself has that entry, otherwise undefined. */
export function ownEntry<V>(table: Readonly<Record<string, V>>, key: string): V | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}
