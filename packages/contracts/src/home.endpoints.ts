import { defineEndpoints } from './endpoint';
import { homeMainSchema } from './home';

export const homeEndpoints = defineEndpoints('home', {
  getMain: {
    method: 'GET',
    path: '/home/main',
    access: 'signed-in',
    summary:
      'The home page: statistics, the listings cards with their newest listings, active events',
    response: homeMainSchema,
  },
});
