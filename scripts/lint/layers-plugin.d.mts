export function violation(edge: { from: string; spec: string; dynamic?: boolean }): string | undefined;
declare const plugin: { meta: { name: string }; rules: Record<string, unknown> };
export default plugin;
