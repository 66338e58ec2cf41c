/** Bytes as lower-case hex, two digits each. */
export const toHex = (bytes: ArrayLike<number> | ArrayBuffer): string =>
  Array.from(bytes instanceof ArrayBuffer ? new Uint8Array(bytes) : bytes, (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );

/** Random bytes as hex; crypto.getRandomValues works in insecure contexts too, unlike randomUUID. */
export const randomHex = (bytes: number): string => toHex(crypto.getRandomValues(new Uint8Array(bytes)));
