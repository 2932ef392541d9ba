/** The skills-file languages the team screen shows, in this order (the API answers French then English). */
export const FILE_LANGUAGES = [1, 2] as const;
