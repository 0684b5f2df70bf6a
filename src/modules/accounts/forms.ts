import { Type } from 'typebox';

/**
 * The pieces of the sign-in host's form bodies. Every field is optional text with a length
 * limit (the inputs' maxlength keeps people within it); what a value must be beyond that is
 * for the services to say, in the words of the form.
 */

/** A text field of a form, at most `maxLength` characters. */
export const formText = (maxLength: number) => Type.Optional(Type.String({ maxLength }));

/** The CSRF token every form carries; the host checks it before any handler runs. */
export const Csrf = { _csrf: formText(200) };

/** A form that carries nothing but its CSRF token: a button. */
export const CsrfBody = Type.Object(Csrf);
