/** Stand-in for modules imported only for what loading them registers. */
export {};
