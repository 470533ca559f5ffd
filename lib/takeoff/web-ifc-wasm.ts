/**
 * The digest of web-ifc's web-ifc.wasm (web-ifc 0.0.78, pinned in package.json), which the
 * browser checks when the preview's worker fetches it. web-ifc-wasm.test.ts holds it to the
 * installed file: after an upgrade of web-ifc, that test fails and prints the new value.
 */
export const WEB_IFC_WASM_INTEGRITY = 'sha384-UrOOatAiI4TN4SJ8Dvd1ULJ9GOWvGXyOYgQ5HeaFDRCAp3phT6ewooXkU26DNvbP'
