import type { CallTable } from '../define';
import type { gameSchemas } from '../schemas/games';

export const gameCalls: CallTable<typeof gameSchemas> = {
  getVendorGameTypes: {
    name: 'getVendorGameTypes',
    method: 'GET',
    path: '/wps/relay/vendorGameTypes',
    moduleId: 'GAMELO3',
    auth: 'none',
    encoding: 'query',
  },
  getVendorMapping: {
    name: 'getVendorMapping',
    method: 'GET',
    path: '/wps/relay/vendorMapping',
    moduleId: 'GAMELO3',
    auth: 'none',
    encoding: 'query',
  },
  getVendorSorting: {
    name: 'getVendorSorting',
    method: 'GET',
    path: '/wps/relay/vendorSorting',
    moduleId: 'GAMELO3',
    auth: 'none',
    encoding: 'query',
  },
  getGameList: {
    name: 'getGameList',
    method: 'GET',
    path: '/lgw/games/mobile',
    moduleId: 'GAMELO3',
    auth: 'optional',
    encoding: 'query',
  },
  getHotGames: {
    name: 'getHotGames',
    method: 'GET',
    path: '/wps/relay/hotGames',
    moduleId: 'GAMELOHOT3',
    auth: 'none',
    encoding: 'query',
  },
  getWinnerBoard: {
    name: 'getWinnerBoard',
    method: 'GET',
    path: '/wps/relay/winners',
    moduleId: 'GAMELO3',
    auth: 'none',
    encoding: 'query',
  },
  getLotteryList: {
    name: 'getLotteryList',
    method: 'GET',
    path: '/wps/relay/lotteryList',
    moduleId: 'GAMELO3',
    auth: 'none',
    encoding: 'query',
  },
  getJackpot: {
    name: 'getJackpot',
    method: 'GET',
    path: '/wps/relay/jackpot',
    moduleId: 'GAMELO3',
    auth: 'none',
    encoding: 'query',
  },
};
