/** The origin the tests' client calls, which msw's Node server answers (api-base.ts). */
export const TEST_API_BASE = 'http://pdns-mock.test';
