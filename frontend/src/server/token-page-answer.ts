import type { FormRefusal } from '../../../common/page-seam/page-seam';
import type { PageNotice } from '../features/booking/components/page-notice';
import { ApiError } from '../lib/http/api-client';

/**
 * How the server answers the posted button of a booking's, an offer's or a waitlist entry's own page: the page it leads to
 * (a 303, with what the app would have said in a toast), or refused where no page can say so.
 */
export type TokenPageAnswer = { location: string; notice?: PageNotice } | { refused: FormRefusal };

/** The API's refusals that leave no page to go back to: the others are said on the form's own page. */
const NO_PAGE_TO_SAY_IT = [400, 404];

/**
 * Runs a token page's API call as the visitor: a refusal comes back as the page's notice (as the app's toast would say it),
 * or, when no page can say it, as the server's refusal page.
 */
export async function answeringAsTheVisitor(page: string, title: string, answer: () => Promise<TokenPageAnswer>): Promise<TokenPageAnswer> {
  try {
    return await answer();
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (NO_PAGE_TO_SAY_IT.includes(error.status)) return { refused: { status: error.status, message: error.message } };
    return { location: page, notice: { title, message: error.message } };
  }
}
