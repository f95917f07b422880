"""The A&A D-Day board's style: colours, nations, unit letters and font sizes (read by every part of the drawing)."""

SEA = (150, 192, 228)
SEA_TEXT = (20, 45, 80)
COAST = (40, 80, 120)
BORDER = (95, 90, 80)
LAND = (238, 230, 206)
CONTROL_FILL = {"axis": (186, 186, 186), "allies": (205, 216, 156)}
HEADER_BG = (30, 40, 52)
HEADER_FG = (255, 255, 255)
HEADER_DIM = (200, 210, 220)
PANEL_BG = (250, 249, 243)
PANEL_BORDER = (60, 70, 80)
INK = (20, 20, 20)
DIM = (90, 90, 90)
RED = (200, 20, 20)
GREEN = (0, 120, 40)
MOVE = (235, 110, 0)
MOVE_LANE = 7  # pixels a move arrow keeps to the right of the straight path
BEACH_ARROW = (255, 246, 214)
VICTORY = (180, 20, 20)

NATIONS = ("de", "us", "uk")
NATION_TAG = {"de": "DE", "us": "US", "uk": "UK"}
NATION_FILL = {"de": (40, 40, 40), "us": (84, 104, 40), "uk": (214, 180, 120)}
NATION_TEXT = {"de": (255, 255, 255), "us": (255, 255, 255), "uk": (20, 20, 20)}
NATION_OUTLINE = {"de": (255, 255, 255), "us": (255, 255, 255), "uk": (70, 55, 30)}
AIRBORNE_BORDER = {"de": (40, 40, 40), "us": (84, 104, 40), "uk": (160, 120, 50)}
SIDE_OF = {"de": "axis", "us": "allies", "uk": "allies"}

UNIT_TYPES = ("inf", "art", "tank", "bh", "fighter", "bomber")
UNIT_LETTER = {"inf": "I", "art": "A", "tank": "T", "bh": "B", "fighter": "F", "bomber": "Bm"}

F_ZONE = 17          # zone names
F_NUM = 17           # zone numbers
F_CITY = 20          # victory city names
F_PILL = 16          # unit badges
F_BOX_TITLE = 17     # beachhead titles
F_PANEL_TITLE = 18
F_PANEL = 16
F_HEADER = 26
F_SUB = 19
F_TAG = 16
