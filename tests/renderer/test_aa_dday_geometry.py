"""The board geometry drawn by the renderer agrees with the rules' board data."""

from renderer.aa_dday import geometry as g


def test_every_zone_has_a_polygon_containing_its_centre():
    polys = g.zone_polygons()
    centres = g.centres()
    assert set(polys) == set(centres) == set(range(1, 43))
    for zid, poly in polys.items():
        assert len(poly) >= 3, zid
        assert g.point_in_polygon(centres[zid], poly), f"zone {zid} centre outside its polygon"


def test_label_spots_lie_inside_their_zone():
    polys = g.zone_polygons()
    for zid, spot in g.zone_anchors().items():
        assert g.point_in_polygon(spot, polys[zid]), zid


def test_polygons_do_not_overlap_and_cover_the_land():
    polys = g.zone_polygons()
    land = [tuple(p) for p in g.layout()["land"]]
    w, h = g.layout()["board_size"]
    step = 23  # odd step so samples do not sit on the round-number outline vertices
    overlaps, holes, outside = [], [], []
    for x in range(5, w, step):
        for y in range(5, h, step):
            inside = [zid for zid, poly in polys.items() if g.point_in_polygon((x, y), poly)]
            on_land = g.point_in_polygon((x, y), land)
            if len(inside) > 1:
                overlaps.append(((x, y), inside))
            elif on_land and not inside:
                holes.append((x, y))
            elif inside and not on_land:
                outside.append((x, y))
    assert not overlaps, overlaps[:5]
    assert not outside, outside[:5]
    # points exactly on a shared border may fall in neither cell
    assert len(holes) < 20, holes[:5]


def test_drawn_borders_match_the_rules_adjacency():
    lay = g.layout()
    sites = g.fitted_sites(g.centres(), lay)
    weights = {int(k): float(v) for k, v in lay.get("weights", {}).items()}
    cells = {i: list(p) for i, p in g.zone_polygons().items()}
    drawn = g.drawn_adjacency(sites, weights, cells)
    rules = g.rules_adjacency()
    assert drawn == rules, (sorted(rules - drawn), sorted(drawn - rules))


def test_exactly_the_coastal_zones_touch_the_sea():
    lay = g.layout()
    sea = g.sea_segments([tuple(p) for p in lay["land"]], tuple(lay["board_size"]))
    coastal = {z["id"] for z in g.board()["zones"] if z["coastal"]}
    touching = {i for i, poly in g.zone_polygons().items() if g.coast_length(list(poly), sea) > 0}
    assert touching == coastal


def test_beachhead_boxes_are_at_sea():
    lay = g.layout()
    land = [tuple(p) for p in lay["land"]]
    bw, bh = lay["canvas"]["beach_box"]
    scale = lay["canvas"]["scale"]
    half_w, half_h = bw / scale / 2, bh / scale / 2
    for box in g.board()["beachheads"]:
        x, y = lay["beachheads"][box["id"]]
        for corner in ((x - half_w, y - half_h), (x + half_w, y - half_h), (x - half_w, y + half_h),
                       (x + half_w, y + half_h), (x, y)):
            assert not g.point_in_polygon(corner, land), (box["id"], corner)
