/** Whether a value from outside (a route parameter, a form field) can be a row id: PostgreSQL refuses anything else in a uuid column. */
export const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
