import * as v from 'valibot';
import { config } from '../src/config/env';
import { parseVariant, variantKey, variantLabel } from '../src/config/variant';
import { type DatabaseDump, type TableName, db, dumpDatabase, tableNames } from './db/database';
import type { DataImportOutcome } from '../src/lib/demo-controls';
import { SEED_VERSION } from './seed';

/**
 * The demo database as a file (issue 17): a header naming the product, the file format, the seed
 * version and the build variant, then every table. An import is checked whole before anything
 * changes: a file that is not JSON, is cut short, comes from another product, seed version or
 * variant, carries keys that could reach an object's prototype, or holds a record its table's
 * schema refuses, is refused with the reason, and the database stays as it was.
 */
export const DATA_FILE_PRODUCT = 'Protective DNS demo database';
export const DATA_FILE_FORMAT = 1;
/** Far above the seeded database (about 6 MB of JSON), far below what would stall the worker. */
export const DATA_FILE_MAX_BYTES = 64 * 1024 * 1024;
const MAX_DEPTH = 24;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export interface DataFileHeader {
  product: string;
  format: number;
  seedVersion: string;
  variant: string;
  exportedAt: string;
}

export type DataFile = DataFileHeader & { tables: DatabaseDump };

export function exportDataFile(exportedAt: string): DataFile {
  return {
    product: DATA_FILE_PRODUCT,
    format: DATA_FILE_FORMAT,
    seedVersion: SEED_VERSION,
    variant: variantKey(config),
    exportedAt,
    tables: dumpDatabase(),
  };
}

/** The file name an export is saved as, e.g. `pdns-demo-data-CI-2026-11-24.json`. */
export const dataFileName = (exportedAt: string): string =>
  `pdns-demo-data-${variantKey(config).replace('+', '-')}-${exportedAt.slice(0, 10)}.json`;

class Refusal extends Error {}
const refuse = (problem: string): never => {
  throw new Refusal(problem);
};

/** Walks the parsed file once: no prototype-reaching key anywhere, no absurd nesting. */
function checkShape(value: unknown, path: string, depth: number): void {
  if (depth > MAX_DEPTH) refuse(`The file is nested too deeply at ${path}.`);
  if (Array.isArray(value)) {
    value.forEach((item, i) => checkShape(item, `${path}[${i}]`, depth + 1));
  } else if (value !== null && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key)) refuse(`The file contains the forbidden key "${key}" at ${path}.`);
      checkShape((value as Record<string, unknown>)[key], `${path}.${key}`, depth + 1);
    }
  }
}

/** A table's schema: the collection keeps the one it was made with (database.ts). */
const schemaOf = (name: TableName) => (db[name] as unknown as { options: { schema: v.GenericSchema } }).options.schema;

const issueText = (issue: v.BaseIssue<unknown>): string => {
  const path = issue.path?.map((item) => String(item.key)).join('.');
  return path ? `${path}: ${issue.message}` : issue.message;
};

function checkHeader(file: Record<string, unknown>): void {
  if (file.product !== DATA_FILE_PRODUCT) refuse('The file is not a Protective DNS demo database export.');
  if (file.format !== DATA_FILE_FORMAT)
    refuse(`The file's format (${String(file.format)}) is not one this demo reads (${DATA_FILE_FORMAT}).`);
  const variant = parseVariant(file.variant);
  if (!variant) refuse('The file does not say which build variant it holds.');
  if (variant && variantKey(variant) !== variantKey(config))
    refuse(
      `The file holds the ${variantLabel(variant)} variant's data; this demo runs ${variantLabel(config)}. Switch the build variant first.`,
    );
  if (file.seedVersion !== SEED_VERSION)
    refuse(
      `The file was exported from seed version ${String(file.seedVersion)}; this demo runs seed version ${SEED_VERSION}.`,
    );
}

/** Checks a file's bytes whole; the database is not touched. Returns the tables to load. */
export function readDataFile(bytes: ArrayBuffer): DatabaseDump {
  if (bytes.byteLength > DATA_FILE_MAX_BYTES)
    refuse(`The file is too large (${Math.ceil(bytes.byteLength / 1024 / 1024)} MB; at most 64 MB).`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
  } catch {
    refuse('The file is not valid JSON: it may be cut short, or not an export at all.');
  }
  if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed))
    refuse('The file is not a Protective DNS demo database export.');
  const file = parsed as Record<string, unknown>;
  checkShape(file, 'the top level', 0);
  checkHeader(file);
  const tables = file.tables;
  if (tables === null || typeof tables !== 'object' || Array.isArray(tables)) refuse('The file has no tables.');
  const given = tables as Record<string, unknown>;
  const unknownTable = Object.keys(given).find((name) => !(tableNames as string[]).includes(name));
  if (unknownTable) refuse(`The file has a table this demo does not know: "${unknownTable}".`);
  const dump = {} as DatabaseDump;
  for (const name of tableNames) {
    const records = given[name];
    if (!Array.isArray(records)) refuse(`The file has no "${name}" table.`);
    const schema = schemaOf(name);
    (records as unknown[]).forEach((record, i) => {
      const result = v.safeParse(schema, record);
      if (!result.success)
        refuse(`Record ${i + 1} of the "${name}" table is not valid: ${issueText(result.issues[0])}.`);
    });
    dump[name] = records as unknown[];
  }
  return dump;
}

/** readDataFile's answer as an outcome: the refusal's reason instead of a throw. */
export function checkDataFile(
  bytes: ArrayBuffer,
): { ok: true; dump: DatabaseDump } | Extract<DataImportOutcome, { ok: false }> {
  try {
    return { ok: true, dump: readDataFile(bytes) };
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, problem: error.message };
    throw error;
  }
}
