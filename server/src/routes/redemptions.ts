/** Redemption codes: each adds days of Pro once. */
import {RedemptionBody} from '@interlinear/shared/api';
import {checkRedemptionCode} from '@interlinear/shared/redemption';
import {redeemCode} from '../membership.ts';
import {refuse, signedIn, typed, type Routes} from '../http.ts';

export const redemptionRoutes: Routes = async (instance, services) => {
  const {db} = services;
  typed(instance).post(
    '/redemptions',
    {schema: {body: RedemptionBody}, preHandler: signedIn(services)},
    async (request, reply) => {
      const {userId} = request;
      const check = checkRedemptionCode(request.body.code);
      if (!check.ok)
        return refuse(
          reply,
          'bad_request',
          `code is ${check.problem === 'empty' ? 'empty' : 'not a 16-character redemption code'}`,
          'code',
        );
      const result = await redeemCode(db, userId, check.code);
      request.log.info({userId, result: result.ok ? 'redeemed' : result.code}, 'redemption');
      return result.ok ? {days: result.days, expiresAt: result.expiresAt} : refuse(reply, result.code);
    },
  );
};
