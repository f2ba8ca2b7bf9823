// global-supply-mining-docking 版块的文字（zh-CN），键以其目录名开头。
export const messages = {
  'global-supply-mining-docking.steps': '对接流程',
  'global-supply-mining-docking.more': '更多',
  'global-supply-mining-docking.postRequest': '发布采购需求',
  'global-supply-mining-docking.postRequestHint': '获取认证展商报价',
  'global-supply-mining-docking.exhibitorEntry': '展商入口',
  'global-supply-mining-docking.exhibitorEntryHint': '浏览采购需求并报价',
  'global-supply-mining-docking.tradeMatching': '贸易配对',
  'global-supply-mining-docking.findSuppliers': '找供应商',
  'global-supply-mining-docking.findBuyers': '找采购商',
};
