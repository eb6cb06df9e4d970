/** GET the teacher's class list (spec 4): its own module, so src/early-ask.ts asks it without the schema's code. */
export const ROOMS_PATH = 'api/v1/alg_classes/rooms';
