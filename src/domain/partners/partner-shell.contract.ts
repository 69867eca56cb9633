import { z } from 'zod';

const themeShape = z.object({ primary: z.string(), headerBackground: z.string(), headerText: z.string() });

/** GET /partner/shell.json: the partner channel the visitor is in, or null. */
export const partnerShellAnswerShape = {
  partner: z
    .object({
      id: z.string(),
      name: z.string(),
      landing: z.string(),
      returnUrl: z.string().nullable(),
      theme: themeShape,
      allowedScreens: z.array(z.string()),
    })
    .nullable(),
};
export type PartnerShellAnswer = z.infer<z.ZodObject<typeof partnerShellAnswerShape>>;
