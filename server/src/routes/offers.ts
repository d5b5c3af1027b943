/** The comic Pro offer: one claim per new account, while the offer window is open. */
import {EmptyBody} from '@interlinear/shared/api';
import {claimMangaOffer} from '../membership.ts';
import {refuse, signedIn, typed, type Routes} from '../http.ts';

export const offerRoutes: Routes = async (instance, services) => {
  const {config, db} = services;
  typed(instance).post(
    '/offers/manga/claim',
    {schema: {body: EmptyBody}, preHandler: signedIn(services)},
    async (request, reply) => {
      const {userId} = request;
      const result = await claimMangaOffer(db, userId, config.offerWindow);
      request.log.info({userId, result: result.ok ? 'claimed' : result.code}, 'comic offer claim');
      return result.ok ? {expiresAt: result.expiresAt} : refuse(reply, result.code);
    },
  );
};
