import { Type } from 'typebox';

/**
 * The pieces of the sign-in host's requests: page addresses and form bodies. Every form field
 * is optional text with a length limit (the inputs' maxlength keeps people within it); what a
 * value must be beyond that is for the services to say, in the words of the form.
 */

/** An id in a page's address (a church, an event, a household): a positive 32-bit integer, as the tables keep it. */
export const PageId = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** The address of one church's pages, `/my/churches/:id…`. */
export const ChurchParams = Type.Object({ id: PageId });

/** A text field of a form, at most `maxLength` characters. */
export const formText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** The CSRF token every form carries; the host checks it before any handler runs. */
export const Csrf = { _csrf: formText(200) };

/** A form that carries nothing but its CSRF token: a button. */
export const CsrfBody = Type.Object(Csrf);
