/* Policy handlers: built by the policies slice (issue 12). */
export const policyHandlers = [];
