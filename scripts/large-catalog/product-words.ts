// What the large catalogue's exhibitors sell, in both languages: product nouns grouped by the fair's
// categories, and the qualifiers that make "Waterproof LED Work Light" out of them.

export interface Words {
  en: string;
  zh: string;
}

export interface Category {
  /** The trade an exhibitor of the category names itself after ("Lighting Co., Ltd."). */
  trade: Words;
  products: readonly Words[];
}

const w = (en: string, zh: string): Words => ({ en, zh });

export const CATEGORIES: readonly Category[] = [
  {
    trade: w('Lighting', '照明'),
    products: [
      w('Work Light', '工作灯'), w('Flashlight', '手电筒'), w('Floodlight', '投光灯'), w('Ceiling Light', '吸顶灯'),
      w('Street Light', '路灯'), w('Desk Lamp', '台灯'), w('Light Bulb', '灯泡'), w('Light Strip', '灯带'),
      w('Panel Light', '面板灯'), w('Garden Lamp', '庭院灯'), w('Headlamp', '头灯'), w('Night Light', '小夜灯'),
    ],
  },
  {
    trade: w('Electronics', '电子'),
    products: [
      w('Power Bank', '移动电源'), w('Bluetooth Speaker', '蓝牙音箱'), w('Earphones', '耳机'), w('Charger', '充电器'),
      w('Data Cable', '数据线'), w('Smart Watch', '智能手表'), w('Security Camera', '监控摄像头'), w('Phone Case', '手机壳'),
      w('Keyboard', '键盘'), w('Mouse', '鼠标'), w('Router', '路由器'), w('Remote Control', '遥控器'),
    ],
  },
  {
    trade: w('Hardware', '五金'),
    products: [
      w('Drill', '电钻'), w('Screwdriver Set', '螺丝刀套装'), w('Wrench', '扳手'), w('Door Lock', '门锁'),
      w('Hinge', '合页'), w('Pliers', '钳子'), w('Tape Measure', '卷尺'), w('Angle Grinder', '角磨机'),
      w('Tool Box', '工具箱'), w('Padlock', '挂锁'), w('Bolt', '螺栓'), w('Faucet', '水龙头'),
    ],
  },
  {
    trade: w('Household Products', '家居用品'),
    products: [
      w('Storage Box', '收纳盒'), w('Clothes Hanger', '衣架'), w('Laundry Basket', '洗衣篮'), w('Shower Head', '花洒'),
      w('Trash Can', '垃圾桶'), w('Doormat', '地垫'), w('Curtain', '窗帘'), w('Vacuum Flask', '保温瓶'),
      w('Towel Rack', '毛巾架'), w('Mop', '拖把'), w('Shoe Rack', '鞋架'), w('Wall Clock', '挂钟'),
    ],
  },
  {
    trade: w('Kitchenware', '厨具'),
    products: [
      w('Frying Pan', '煎锅'), w('Cutting Board', '砧板'), w('Kitchen Knife', '菜刀'), w('Food Container', '保鲜盒'),
      w('Rice Cooker', '电饭煲'), w('Kettle', '水壶'), w('Tableware Set', '餐具套装'), w('Water Bottle', '水杯'),
      w('Blender', '搅拌机'), w('Air Fryer', '空气炸锅'), w('Chopsticks', '筷子'), w('Baking Tray', '烤盘'),
    ],
  },
  {
    trade: w('Textile', '纺织'),
    products: [
      w('T-Shirt', 'T恤'), w('Bed Sheet', '床单'), w('Bath Towel', '浴巾'), w('Pillow', '枕头'),
      w('Blanket', '毛毯'), w('Socks', '袜子'), w('Scarf', '围巾'), w('Jacket', '夹克'),
      w('Hoodie', '连帽衫'), w('Duvet Cover', '被套'), w('Apron', '围裙'), w('Gloves', '手套'),
    ],
  },
  {
    trade: w('Luggage and Bags', '箱包'),
    products: [
      w('Backpack', '双肩包'), w('Suitcase', '行李箱'), w('Handbag', '手提包'), w('Wallet', '钱包'),
      w('Tote Bag', '购物袋'), w('Laptop Bag', '电脑包'), w('Cosmetic Bag', '化妆包'), w('Waist Bag', '腰包'),
      w('School Bag', '书包'), w('Travel Bag', '旅行包'),
    ],
  },
  {
    trade: w('Toys', '玩具'),
    products: [
      w('Building Blocks', '积木'), w('Plush Toy', '毛绒玩具'), w('Toy Car', '玩具车'), w('Puzzle', '拼图'),
      w('Doll', '娃娃'), w('Drone', '无人机'), w('Kite', '风筝'), w('Water Gun', '水枪'),
      w('Board Game', '桌游'), w('Balloon', '气球'),
    ],
  },
  {
    trade: w('Sports Goods', '体育用品'),
    products: [
      w('Yoga Mat', '瑜伽垫'), w('Dumbbell', '哑铃'), w('Tent', '帐篷'), w('Sleeping Bag', '睡袋'),
      w('Bicycle', '自行车'), w('Fishing Rod', '钓鱼竿'), w('Football', '足球'), w('Basketball', '篮球'),
      w('Skateboard', '滑板'), w('Jump Rope', '跳绳'), w('Camping Chair', '露营椅'), w('Helmet', '头盔'),
    ],
  },
  {
    trade: w('Furniture', '家具'),
    products: [
      w('Office Chair', '办公椅'), w('Sofa', '沙发'), w('Dining Table', '餐桌'), w('Bookshelf', '书架'),
      w('Wardrobe', '衣柜'), w('Bed Frame', '床架'), w('Bar Stool', '吧台凳'), w('Coffee Table', '茶几'),
      w('Computer Desk', '电脑桌'), w('Mattress', '床垫'),
    ],
  },
  {
    trade: w('Machinery', '机械'),
    products: [
      w('Water Pump', '水泵'), w('Air Compressor', '空压机'), w('Generator', '发电机'), w('Electric Motor', '电动机'),
      w('Welding Machine', '电焊机'), w('Packing Machine', '包装机'), w('Pressure Washer', '高压清洗机'), w('Fan', '风扇'),
      w('Valve', '阀门'), w('Gearbox', '减速机'),
    ],
  },
  {
    trade: w('Gifts and Crafts', '工艺品'),
    products: [
      w('Vase', '花瓶'), w('Photo Frame', '相框'), w('Candle', '蜡烛'), w('Keychain', '钥匙扣'),
      w('Tea Set', '茶具'), w('Artificial Flower', '仿真花'), w('Christmas Ornament', '圣诞装饰'), w('Music Box', '音乐盒'),
      w('Figurine', '摆件'), w('Mug', '马克杯'),
    ],
  },
];

/** Each qualifier placed before a product noun; materials double as the product's sales-info material. */
export const QUALIFIERS: readonly Words[] = [
  w('LED', 'LED'), w('Waterproof', '防水'), w('Stainless Steel', '不锈钢'), w('Portable', '便携式'),
  w('Wireless', '无线'), w('Smart', '智能'), w('Solar', '太阳能'), w('Rechargeable', '充电式'),
  w('Foldable', '折叠'), w('Automatic', '自动'), w('Eco-friendly', '环保'), w('Mini', '迷你'),
  w('Industrial', '工业'), w('Heavy Duty', '重型'), w('Ceramic', '陶瓷'), w('Bamboo', '竹制'),
  w('Cotton', '纯棉'), w('Plastic', '塑料'), w('Aluminum', '铝合金'), w('Wooden', '木制'),
  w('Electric', '电动'), w('Digital', '数码'), w('Outdoor', '户外'), w('Kids', '儿童'),
  w('Professional', '专业'), w('Multifunction', '多功能'), w('Magnetic', '磁吸'), w('Handmade', '手工'),
  w('Silicone', '硅胶'), w('Glass', '玻璃'), w('Leather', '真皮'), w('Disposable', '一次性'),
  w('Adjustable', '可调节'), w('Anti-slip', '防滑'), w('Insulated', '保温'), w('High Pressure', '高压'),
  w('Energy-saving', '节能'), w('Vintage', '复古'), w('Compact', '小型'), w('Custom', '定制'),
];

export const MATERIALS: readonly Words[] = [
  w('Stainless Steel', '不锈钢'), w('Aluminum Alloy', '铝合金'), w('ABS Plastic', 'ABS塑料'), w('Cotton', '棉'),
  w('Polyester', '涤纶'), w('Ceramic', '陶瓷'), w('Bamboo', '竹'), w('Silicone', '硅胶'), w('Glass', '玻璃'),
  w('Genuine Leather', '真皮'), w('Solid Wood', '实木'), w('Copper', '铜'), w('Nylon', '尼龙'), w('Iron', '铁'),
];

export const SUPPLY_TYPES: readonly Words[] = [
  w('In stock', '现货'), w('OEM', '来样加工'), w('ODM', '来图定制'), w('Made to order', '按订单生产'),
];
