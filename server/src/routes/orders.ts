/** Traffic packages on sale, and the signed-in visitor's orders for them. */
import {OrderBody} from '@interlinear/shared/api';
import {createOrder, listPackages, publicPackage, userOrders} from '../orders.ts';
import {refuse, signedIn, typed, type Routes} from '../http.ts';

export const orderRoutes: Routes = async (instance, services) => {
  const {config, db} = services;
  const api = typed(instance);

  api.get('/packages', async () => ({packages: (await listPackages(db)).map(publicPackage)}));

  api.get('/orders', {preHandler: signedIn(services)}, async (request) => ({
    orders: await userOrders(db, request.userId),
  }));

  api.post('/orders', {schema: {body: OrderBody}, preHandler: signedIn(services)}, async (request, reply) => {
    const {userId} = request;
    const order = await createOrder(db, userId, request.body.packageId);
    if (!order) return refuse(reply, 'package_unknown', 'no such package on sale', 'packageId');
    request.log.info({userId, orderId: order.id}, 'order created');
    const checkoutUrl = `${config.checkoutUrl}?order=${encodeURIComponent(order.id)}`;
    return reply.code(201).send({order, checkoutUrl});
  });
};
