/**
 * Where an item of a definitions list is named in a problem: by its id when it has one
 * (`goals[id=10042]`), so a site finds it in its back office, else by its place (`goals[3]`).
 * @example itemAt('goals', { id: 10042 }, 3) // 'goals[id=10042]'
 * @example itemAt('goals', null, 3) // 'goals[3]'
 */
export declare function itemAt(name: string, item: unknown, i: number): string;
