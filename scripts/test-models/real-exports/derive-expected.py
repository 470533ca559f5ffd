#!/usr/bin/env python3
"""Derive the corpus's expected takeoff figures from the STEP text alone.

Independent of the site's reader and of web-ifc: a small STEP parser, the unit
assignment, the profile formulas and the curve lengths are all written here.
Usage: python3 derive-expected.py FILE.ifc [...]   -> JSON per file on stdout.
The conventions are the ones in README.md (gross steel mass from the section,
each value converted by its own measure type's unit).
"""
import json
import math
import re
import sys
from collections import defaultdict

DENSITY = 7850.0


# ---------------------------------------------------------------- STEP parsing
class Ref(int):
    pass


class Enum(str):
    pass


class Typed:
    def __init__(self, name, value):
        self.name, self.value = name, value


def decode_string(s):
    def x2(m):
        h = m.group(1)
        return "".join(chr(int(h[i:i + 4], 16)) for i in range(0, len(h), 4))
    s = re.sub(r"\\X2\\([0-9A-Fa-f]+)\\X0\\", x2, s)
    s = re.sub(r"\\X\\([0-9A-Fa-f]{2})", lambda m: bytes([int(m.group(1), 16)]).decode("latin1"), s)
    s = re.sub(r"\\S\\(.)", lambda m: chr(ord(m.group(1)) + 128), s)
    return s.replace("''", "'").replace("\\\\", "\\")


def parse_args(text, i):
    """Parse a parenthesised list starting at text[i] == '('. Returns (list, next index)."""
    assert text[i] == "("
    i += 1
    out = []
    n = len(text)
    while i < n:
        c = text[i]
        if c in " \r\n\t,":
            i += 1
        elif c == ")":
            return out, i + 1
        elif c == "(":
            v, i = parse_args(text, i)
            out.append(v)
        elif c == "'":
            j = i + 1
            buf = []
            while True:
                if text[j] == "'":
                    if j + 1 < n and text[j + 1] == "'":
                        buf.append("''")
                        j += 2
                        continue
                    break
                buf.append(text[j])
                j += 1
            out.append(decode_string("".join(buf)))
            i = j + 1
        elif c == "#":
            m = re.compile(r"#(\d+)").match(text, i)
            out.append(Ref(int(m.group(1))))
            i = m.end()
        elif c == "$":
            out.append(None)
            i += 1
        elif c == "*":
            out.append("*")
            i += 1
        elif c == ".":
            m = re.compile(r"\.([A-Z0-9_]+)\.").match(text, i)
            if m:
                v = m.group(1)
                out.append(True if v == "T" else False if v == "F" else None if v == "U" else Enum(v))
                i = m.end()
            else:
                m = re.compile(r"[-+0-9.Ee]+").match(text, i)
                out.append(float(m.group(0)))
                i = m.end()
        elif c.isalpha():
            m = re.compile(r"([A-Za-z0-9_]+)\s*\(").match(text, i)
            v, i = parse_args(text, m.end() - 1)
            out.append(Typed(m.group(1).upper(), v[0] if v else None))
        else:
            m = re.compile(r"[-+0-9.Ee]+").match(text, i)
            s = m.group(0)
            out.append(float(s) if any(ch in s for ch in ".Ee") else int(s))
            i = m.end()
    raise ValueError("unterminated list")


def parse_step(path):
    raw = open(path, "rb").read().decode("latin1")
    header_schema = re.search(r"FILE_SCHEMA\s*\(\s*\(\s*'([^']*)'", raw).group(1)
    data = raw[raw.index("DATA;") + 5:]
    ents = {}
    i = 0
    pat = re.compile(r"#(\d+)\s*=\s*([A-Za-z0-9_]+)\s*(?=\()")
    while True:
        m = pat.search(data, i)
        if not m:
            break
        args, j = parse_args(data, m.end())
        ents[int(m.group(1))] = (m.group(2).upper(), args)
        i = j
    return header_schema, ents, raw


# ---------------------------------------------------------------- model helpers
class Model:
    def __init__(self, path):
        self.schema, self.ents, self.raw = parse_step(path)
        self.by_type = defaultdict(list)
        for k, (t, _) in self.ents.items():
            self.by_type[t].append(k)
        self.units = self._units()
        self._index_rels()

    def get(self, r):
        return self.ents[int(r)] if r is not None else (None, None)

    def of(self, *types):
        out = []
        for t in types:
            out += self.by_type.get(t, [])
        return sorted(out)

    # units ------------------------------------------------------------
    PREFIX = {None: 1.0, "MILLI": 1e-3, "CENTI": 1e-2, "DECI": 1e-1, "KILO": 1e3, "MEGA": 1e6}

    def _unit_scale(self, r):
        t, a = self.get(r)
        if t == "IFCSIUNIT":
            kind, prefix, name = a[1], a[2], a[3]
            p = self.PREFIX[prefix]
            if name == "GRAM":
                return kind, p / 1000.0, name
            if name == "SQUARE_METRE":
                return kind, p ** 2, name
            if name == "CUBIC_METRE":
                return kind, p ** 3, name
            return kind, p, name
        if t == "IFCCONVERSIONBASEDUNIT":
            kind, name, mwu = a[1], a[2], a[3]
            _, ma = self.get(mwu)
            val = ma[0].value if isinstance(ma[0], Typed) else ma[0]
            _, base, _ = self._unit_scale(ma[1])
            return kind, val * base, name
        return None, None, None

    def _units(self):
        proj = self.of("IFCPROJECT")[0]
        ua = self.get(self.get(proj)[1][8])[1][0]
        units = {}
        for r in ua:
            kind, scale, name = self._unit_scale(r)
            if kind:
                units[str(kind)] = (scale, name)
        return units

    def scale(self, kind):
        if kind in self.units:
            return self.units[kind][0]
        # No unit assigned for this measure: the writers in this corpus (GeometryGym, Renga)
        # then wrote areas and volumes in the length unit squared and cubed.
        L = self.units.get("LENGTHUNIT", (1.0, None))[0]
        return {"AREAUNIT": L ** 2, "VOLUMEUNIT": L ** 3}.get(kind, 1.0)

    def unit_label(self, kind):
        s, name = self.units.get(kind, (None, None))
        if s is None:
            return "(none: SI default)"
        table = {
            "LENGTHUNIT": {1.0: "m", 1e-3: "mm", 1e-2: "cm", 1e-1: "dm", 0.0254: "inch", 0.3048: "ft"},
            "AREAUNIT": {1.0: "m2", 1e-6: "mm2", 1e-4: "cm2", 0.09290304: "ft2", 0.00064516: "in2"},
            "VOLUMEUNIT": {1.0: "m3", 1e-9: "mm3", 0.028316846592: "ft3", 1.6387064e-05: "in3"},
            "MASSUNIT": {1.0: "kg", 1e-3: "g", 0.45359237: "lb"},
        }
        if kind == "PLANEANGLEUNIT":
            return "rad" if abs(s - 1) < 1e-6 else ("deg" if abs(s - math.pi / 180) < 1e-6 else str(s))
        for v, lab in table.get(kind, {}).items():
            if abs(s - v) <= 1e-9 * max(1, v):
                return lab
        return f"{name} x{s}"

    # relationships -------------------------------------------------------
    def _index_rels(self):
        self.material_of = defaultdict(list)
        for r in self.of("IFCRELASSOCIATESMATERIAL"):
            a = self.get(r)[1]
            for o in a[4]:
                self.material_of[int(o)].append(int(a[5]))
        self.type_of = {}
        for r in self.of("IFCRELDEFINESBYTYPE"):
            a = self.get(r)[1]
            for o in a[4]:
                self.type_of[int(o)] = int(a[5])
        self.psets_of = defaultdict(list)
        for r in self.of("IFCRELDEFINESBYPROPERTIES"):
            a = self.get(r)[1]
            for o in a[4]:
                self.psets_of[int(o)].append(int(a[5]))
        self.container_of = {}
        for r in self.of("IFCRELCONTAINEDINSPATIALSTRUCTURE"):
            a = self.get(r)[1]
            for o in a[4]:
                self.container_of[int(o)] = int(a[5])
        self.parent_of = {}
        for r in self.of("IFCRELAGGREGATES", "IFCRELNESTS"):
            a = self.get(r)[1]
            for o in a[5]:
                self.parent_of[int(o)] = int(a[4])

    def storey(self, e):
        seen = 0
        while e is not None and seen < 20:
            seen += 1
            c = self.container_of.get(e)
            if c is not None:
                t, a = self.get(c)
                return a[2] if t == "IFCBUILDINGSTOREY" else None
            e = self.parent_of.get(e)
        return None

    def element_words(self, e):
        """Name, description, object type and type name: used only where no material is linked."""
        a = self.get(e)[1]
        words = [x for x in a[2:5] if isinstance(x, str)]
        if e in self.type_of:
            words += [x for x in self.get(self.type_of[e])[1][2:4] if isinstance(x, str)]
        return words

    def style_names(self, e):
        """Surface style names on the body's solids (Tekla IFC2X3 carries the grade only there)."""
        if not hasattr(self, "_styled"):
            self._styled = defaultdict(list)
            for si in self.of("IFCSTYLEDITEM"):
                a = self.get(si)[1]
                if a[0] is None:
                    continue
                for psa in a[1]:
                    pt, pa = self.get(psa)
                    styles = pa[0] if pt == "IFCPRESENTATIONSTYLEASSIGNMENT" else [psa]
                    for st in styles:
                        tt, ta = self.get(st)
                        if tt == "IFCSURFACESTYLE" and ta[0]:
                            self._styled[int(a[0])].append(ta[0])
        out = []
        for (_, _, _, sid) in self.body_items(e):
            out += self._styled.get(sid, [])
        return out

    def material_names(self, e):
        """All material names reachable from the element and from its type."""
        names = []
        targets = list(self.material_of.get(e, []))
        if e in self.type_of:
            targets += self.material_of.get(self.type_of[e], [])
        for m in targets:
            names += self._mat_names(m)
        return names

    def _mat_names(self, m):
        t, a = self.get(m)
        if t == "IFCMATERIAL":
            return [a[0]] + ([a[2]] if len(a) > 2 and a[2] else [])
        if t == "IFCMATERIALLIST":
            return sum((self._mat_names(x) for x in a[0]), [])
        if t == "IFCMATERIALLAYERSETUSAGE":
            return self._mat_names(a[0])
        if t == "IFCMATERIALLAYERSET":
            return sum((self._mat_names(x) for x in a[0]), [])
        if t == "IFCMATERIALLAYER":
            return self._mat_names(a[0]) if a[0] is not None else []
        if t == "IFCMATERIALPROFILESETUSAGE":
            return self._mat_names(a[0])
        if t == "IFCMATERIALPROFILESET":
            return sum((self._mat_names(x) for x in a[2]), [])
        if t == "IFCMATERIALPROFILE":
            return self._mat_names(a[2]) if a[2] is not None else []
        if t == "IFCMATERIALCONSTITUENTSET":
            return sum((self._mat_names(x) for x in a[2]), [])
        if t == "IFCMATERIALCONSTITUENT":
            return self._mat_names(a[2])
        return []

    def quantities(self, e):
        """Quantities of every IfcElementQuantity on the element or its type, SI."""
        q = {}
        sets = list(self.psets_of.get(e, []))
        for s in sets:
            t, a = self.get(s)
            if t != "IFCELEMENTQUANTITY":
                continue
            for qr in a[5]:
                qt, qa = self.get(qr)
                kind = {"IFCQUANTITYLENGTH": "LENGTHUNIT", "IFCQUANTITYAREA": "AREAUNIT",
                        "IFCQUANTITYVOLUME": "VOLUMEUNIT", "IFCQUANTITYWEIGHT": "MASSUNIT"}.get(qt)
                if not kind:
                    continue
                unit = self.scale(kind) if not isinstance(qa[2], Ref) else self._unit_scale(qa[2])[1]
                q.setdefault(qa[0], qa[3] * unit)
        return q

    def properties(self, e):
        p = {}
        for s in self.psets_of.get(e, []):
            t, a = self.get(s)
            if t != "IFCPROPERTYSET":
                continue
            for pr in a[4]:
                pt, pa = self.get(pr)
                if pt == "IFCPROPERTYSINGLEVALUE" and pa[2] is not None:
                    v = pa[2].value if isinstance(pa[2], Typed) else pa[2]
                    p.setdefault(pa[0], v)
        return p

    # geometry ------------------------------------------------------------------
    def body_items(self, e):
        """Solid items of the element's body, through mapped items and booleans."""
        t, a = self.get(e)
        rep = a[6]
        if rep is None:
            return []
        out = []
        for sr in self.get(rep)[1][2]:
            st, sa = self.get(sr)
            if sa[1] not in ("Body", "Facetation", None) and len(self.get(rep)[1][2]) > 1:
                continue
            for it in sa[3]:
                out += self._solids(it, 1.0)
        return out

    def _solids(self, it, sc):
        t, a = self.get(it)
        if t == "IFCMAPPEDITEM":
            op = self.get(a[1])[1]
            s = op[3] if len(op) > 3 and isinstance(op[3], float) else 1.0
            rep = self.get(self.get(a[0])[1][1])[1]
            out = []
            for x in rep[3]:
                out += self._solids(x, sc * s)
            return out
        if t in ("IFCBOOLEANCLIPPINGRESULT", "IFCBOOLEANRESULT"):
            return self._solids(a[1], sc)  # first operand: the gross body before cuts
        return [(t, a, sc, int(it))]

    def brep_volume(self, shell):
        """Volume of a closed shell of planar polyloop faces (divergence theorem)."""
        total = 0.0
        for f in self.get(shell)[1][0]:
            for b in self.get(f)[1][0]:
                ba = self.get(b)[1]
                pts = [self.get(p)[1][0] for p in self.get(ba[0])[1][0]]
                if not ba[1]:
                    pts = pts[::-1]
                p0 = pts[0]
                for i in range(1, len(pts) - 1):
                    p1, p2 = pts[i], pts[i + 1]
                    total += (p0[0] * (p1[1] * p2[2] - p1[2] * p2[1])
                              - p0[1] * (p1[0] * p2[2] - p1[2] * p2[0])
                              + p0[2] * (p1[0] * p2[1] - p1[1] * p2[0])) / 6.0
        return abs(total)

    # profile area (in length units squared) and a name from dimensions (mm) ---
    def profile(self, p):
        t, a = self.get(p)
        L = self.scale("LENGTHUNIT") * 1000.0  # file length -> mm
        name = a[1] if len(a) > 1 else None
        if t == "IFCISHAPEPROFILEDEF" or t == "IFCASYMMETRICISHAPEPROFILEDEF":
            if t == "IFCISHAPEPROFILEDEF":
                b, h, tw, tf, r = a[3], a[4], a[5], a[6], a[7] or 0.0
                area = 2 * b * tf + (h - 2 * tf) * tw + 4 * (1 - math.pi / 4) * r * r
            else:
                b, h, tw, tf, r = a[3], a[4], a[5], a[6], a[7] or 0.0
                b2, tf2, r2 = a[8], a[9] or tf, a[10] or 0.0
                area = b * tf + b2 * tf2 + (h - tf - tf2) * tw + 2 * (1 - math.pi / 4) * (r * r + r2 * r2)
            return area, name, f"I {fmt(h*L)}x{fmt(b*L)}x{fmt(tw*L)}x{fmt(tf*L)}", "I", min(tw, tf)
        if t == "IFCRECTANGLEHOLLOWPROFILEDEF":
            x, y, tt, ri, ro = a[3], a[4], a[5], a[6] or 0.0, a[7] or 0.0
            area = x * y - (x - 2 * tt) * (y - 2 * tt) - (4 - math.pi) * (ro * ro - ri * ri)
            return area, name, f"RHS {fmt(y*L)}x{fmt(x*L)}x{fmt(tt*L)}", "RHS", tt
        if t == "IFCCIRCLEHOLLOWPROFILEDEF":
            r, tt = a[3], a[4]
            area = math.pi * (r * r - (r - tt) ** 2)
            return area, name, f"CHS {fmt(2*r*L)}x{fmt(tt*L)}", "CHS", tt
        if t == "IFCCIRCLEPROFILEDEF":
            r = a[3]
            return math.pi * r * r, name, f"RD {fmt(2*r*L)}", "RD", 2 * r
        if t == "IFCRECTANGLEPROFILEDEF":
            x, y = a[3], a[4]
            return x * y, name, f"FL {fmt(max(x,y)*L)}x{fmt(min(x,y)*L)}", "FL", min(x, y)
        if t == "IFCLSHAPEPROFILEDEF":
            h, b, tt, r1, r2 = a[3], a[4] if a[4] is not None else a[3], a[5], a[6] or 0.0, a[7] or 0.0
            area = tt * (h + b - tt) + (1 - math.pi / 4) * (r1 * r1 - 2 * r2 * r2)
            return area, name, f"L {fmt(h*L)}x{fmt(b*L)}x{fmt(tt*L)}", "L", tt
        if t == "IFCUSHAPEPROFILEDEF":
            h, b, tw, tf, r1, r2 = a[3], a[4], a[5], a[6], a[7] or 0.0, a[8] or 0.0
            area = 2 * b * tf + (h - 2 * tf) * tw + 2 * (1 - math.pi / 4) * (r1 * r1 - r2 * r2)
            return area, name, f"U {fmt(h*L)}x{fmt(b*L)}", "U", min(tw, tf)
        if t == "IFCTSHAPEPROFILEDEF":
            h, b, tw, tf, r1, r2, r3 = a[3], a[4], a[5], a[6], a[7] or 0.0, a[8] or 0.0, a[9] or 0.0
            area = b * tf + (h - tf) * tw + 2 * (1 - math.pi / 4) * (r1 * r1 - r2 * r2 - r3 * r3)
            return area, name, f"T {fmt(h*L)}x{fmt(b*L)}", "T", min(tw, tf)
        if t == "IFCCSHAPEPROFILEDEF":
            h, w, tt, g = a[3], a[4], a[5], a[6]
            area = tt * (h + 2 * w + 2 * g - 4 * tt)
            return area, name, f"C {fmt(h*L)}x{fmt(w*L)}x{fmt(tt*L)}", "C", tt
        if t == "IFCDERIVEDPROFILEDEF":
            area, pname, dname, kind, th = self.profile(a[2])
            op = self.get(a[3])[1]
            s = op[3] if len(op) > 3 and isinstance(op[3], float) else 1.0
            return area * s * s, name or pname or a[4], dname, kind, th * s
        if t in ("IFCARBITRARYCLOSEDPROFILEDEF", "IFCARBITRARYPROFILEDEFWITHVOIDS"):
            pts = self.curve_points(a[2])
            area = abs(shoelace(pts))
            if t == "IFCARBITRARYPROFILEDEFWITHVOIDS":
                for v in a[3]:
                    area -= abs(shoelace(self.curve_points(v)))
            xs = [p[0] for p in pts]
            ys = [p[1] for p in pts]
            dx, dy = max(xs) - min(xs), max(ys) - min(ys)
            return area, name, f"ARB {fmt(max(dx,dy)*L)}x{fmt(min(dx,dy)*L)}", "ARB", min(dx, dy)
        if t == "IFCCOMPOSITEPROFILEDEF":
            parts = [self.profile(x) for x in a[2]]
            return sum(p[0] for p in parts), name, "composite", "COMPOSITE", min(p[4] for p in parts)
        raise NotImplementedError(t)

    def curve_points(self, c):
        t, a = self.get(c)
        if t == "IFCPOLYLINE":
            return [tuple(self.get(p)[1][0][:2]) for p in a[0]]
        if t == "IFCINDEXEDPOLYCURVE":
            pl = self.get(a[0])[1][0]
            return [tuple(p[:2]) for p in pl]
        if t == "IFCCOMPOSITECURVE":
            pts = []
            for s in a[0]:
                pts += self.curve_points(s)
            return pts
        if t == "IFCCOMPOSITECURVESEGMENT":
            pts = self.curve_points(a[2])
            return pts if a[1] else pts[::-1]
        if t == "IFCTRIMMEDCURVE":
            bt, ba = self.get(a[0])
            if bt == "IFCCIRCLE":
                p1 = [x for x in a[1] if isinstance(x, Typed)]
                p2 = [x for x in a[2] if isinstance(x, Typed)]
                if p1 and p2:
                    ang = self.scale("PLANEANGLEUNIT")
                    t1, t2 = p1[0].value * ang, p2[0].value * ang
                else:
                    c1 = [x for x in a[1] if isinstance(x, Ref)]
                    c2 = [x for x in a[2] if isinstance(x, Ref)]
                    t1, t2 = self.circle_angle(ba, c1[0]), self.circle_angle(ba, c2[0])
                sweep = (t2 - t1) % (2 * math.pi) if a[3] else -((t1 - t2) % (2 * math.pi))
                return self.circle_points(ba, t1, sweep)
            return self.curve_points(a[0])
        if t == "IFCCIRCLE":
            return self.circle_points(a, 0.0, 2 * math.pi)
        raise NotImplementedError(t)

    def circle_angle(self, ca, pt):
        pa = self.get(ca[0])[1]
        cx, cy = self.get(pa[0])[1][0][:2]
        rx, ry = (self.get(pa[1])[1][0][:2] if pa[1] is not None else (1.0, 0.0))
        x, y = self.get(pt)[1][0][:2]
        dx, dy = x - cx, y - cy
        return math.atan2(dy * rx - dx * ry, dx * rx + dy * ry)

    def circle_points(self, ca, t0, sweep, n=720):
        pa = self.get(ca[0])[1]
        cx, cy = self.get(pa[0])[1][0][:2]
        rx, ry = (self.get(pa[1])[1][0][:2] if pa[1] is not None else (1.0, 0.0))
        norm = math.hypot(rx, ry)
        rx, ry = rx / norm, ry / norm
        r = ca[1]
        k = max(2, int(abs(sweep) / (2 * math.pi) * n))
        pts = []
        for i in range(k + 1):
            t = t0 + sweep * i / k
            lx, ly = r * math.cos(t), r * math.sin(t)
            pts.append((cx + lx * rx - ly * ry, cy + lx * ry + ly * rx))
        return pts

    # curve length in file length units --------------------------------------
    def curve_length(self, c):
        t, a = self.get(c)
        if t == "IFCPOLYLINE":
            pts = [self.get(p)[1][0] for p in a[0]]
            return sum(dist(pts[i], pts[i + 1]) for i in range(len(pts) - 1))
        if t == "IFCCOMPOSITECURVE":
            return sum(self.curve_length(self.get(s)[1][2]) for s in a[0])
        if t == "IFCTRIMMEDCURVE":
            bt, ba = self.get(a[0])
            p1 = [x for x in a[1] if isinstance(x, Typed)]
            p2 = [x for x in a[2] if isinstance(x, Typed)]
            c1 = [x for x in a[1] if isinstance(x, Ref)]
            c2 = [x for x in a[2] if isinstance(x, Ref)]
            if bt == "IFCLINE":
                if c1 and c2:
                    return dist(self.get(c1[0])[1][0], self.get(c2[0])[1][0])
                vec = self.get(ba[1])[1]
                mag = vec[1]
                return abs(p2[0].value - p1[0].value) * mag
            if bt == "IFCCIRCLE":
                r = ba[1]
                if p1 and p2:
                    ang = self.scale("PLANEANGLEUNIT")
                    d = (p2[0].value - p1[0].value) * ang
                    if not a[3]:
                        d = -d
                    d = d % (2 * math.pi) if abs(d) > 1e-12 else 0.0
                    return r * d
                raise NotImplementedError("circle trimmed by points")
            raise NotImplementedError(bt)
        if t == "IFCINDEXEDPOLYCURVE":
            pl = self.get(a[0])[1][0]
            total = 0.0
            for seg in a[1]:
                idx = [i - 1 for i in seg.value]
                if seg.name == "IFCLINEINDEX":
                    total += sum(dist(pl[idx[i]], pl[idx[i + 1]]) for i in range(len(idx) - 1))
                else:
                    total += arc3(pl[idx[0]], pl[idx[1]], pl[idx[2]])
            return total
        if t == "IFCLINE":
            raise NotImplementedError("untrimmed line")
        raise NotImplementedError(t)


def dist(p, q):
    return math.sqrt(sum((p[i] - q[i]) ** 2 for i in range(min(len(p), len(q)))))


def arc3(p1, p2, p3):
    """Length of the circular arc through three points."""
    p1, p2, p3 = [list(p) + [0.0] * (3 - len(p)) for p in (p1, p2, p3)]
    a, b, c = dist(p2, p3), dist(p1, p3), dist(p1, p2)
    s = (a + b + c) / 2
    area = math.sqrt(max(s * (s - a) * (s - b) * (s - c), 0))
    if area < 1e-12:
        return b
    R = a * b * c / (4 * area)
    ang = 2 * math.asin(min(1, b / (2 * R)))
    # the middle point decides whether the arc is the minor or the major one
    if a * a + c * c < b * b:
        ang = 2 * math.pi - ang
    return R * ang


def shoelace(pts):
    if len(pts) > 1 and pts[0] == pts[-1]:
        pts = pts[:-1]
    return 0.5 * sum(pts[i][0] * pts[(i + 1) % len(pts)][1] - pts[(i + 1) % len(pts)][0] * pts[i][1]
                     for i in range(len(pts)))


def fmt(v):
    v = round(v, 1)
    return str(int(v)) if v == int(v) else str(v)


# ---------------------------------------------------------------- classification
STEEL_GRADE = re.compile(
    r"\b(S\d{3}(?:J[R0O2]|K2|N|NL|M|ML)?H?(?:\+[A-Z]+)?|A992|A36|A572(?:\s*Gr\.?\s*\d+)?|A500(?:\s*Gr\.?\s*[A-C])?|"
    r"A53|A325N?|Q[23]\d5[A-E]?|E[23]50(?:BR|A|B0|C)?|SS400|Fe\s?\d{3}|B500[A-C]?)\b", re.I)
STEEL_WORD = re.compile(r"steel|stahl|acier|acero|acciaio|staal", re.I)
CONCRETE = re.compile(r"concrete|beton|бетон|b[ée]ton|hormig|calcestruzzo|\bcls\b|\bC\d{2}/\d{2}\b|\bC\d{2}-\d{2}\b|"
                      r"\bM[2-6]\d\b|\d{4}\s*psi|precast|cast.in.place|in.situ", re.I)
# Letters and digits only around a grade: Revit's "_Beton_C30-37_wg" joins it with underscores.
CONC_GRADE = re.compile(r"(?<![A-Za-z0-9])(C\d{2,3}[/-]\d{2,3}|M[2-6]\d|\d{4}\s*psi)(?![A-Za-z0-9])", re.I)


def steel_grade(names):
    for n in names:
        m = STEEL_GRADE.search(n or "")
        if m:
            return m.group(1)
    return None


def is_steel(names):
    if any(re.search(r"alumin", n or "", re.I) for n in names):
        return False
    return any(STEEL_WORD.search(n or "") or STEEL_GRADE.search(n or "") for n in names)


NOT_CAST = re.compile(r"masonry|block|screed|mortar|brick|ziegel|mattone", re.I)


def is_concrete(names):
    """Cast concrete only: concrete masonry units, blocks and screeds are not concrete work."""
    return any(CONCRETE.search(n or "") and not NOT_CAST.search(n or "") for n in names)


STRUCT = ["IFCBEAM", "IFCBEAMSTANDARDCASE", "IFCCOLUMN", "IFCCOLUMNSTANDARDCASE", "IFCMEMBER",
          "IFCMEMBERSTANDARDCASE", "IFCPLATE", "IFCPLATESTANDARDCASE", "IFCMECHANICALFASTENER",
          "IFCREINFORCINGBAR", "IFCREINFORCINGMESH", "IFCSLAB", "IFCSLABSTANDARDCASE", "IFCWALL",
          "IFCWALLSTANDARDCASE", "IFCWALLELEMENTEDCASE", "IFCFOOTING", "IFCPILE",
          "IFCBUILDINGELEMENTPART", "IFCELEMENTASSEMBLY"]
CASE = {t.upper(): t for t in ["IfcBeam", "IfcBeamStandardCase", "IfcColumn", "IfcColumnStandardCase",
                               "IfcMember", "IfcMemberStandardCase", "IfcPlate", "IfcPlateStandardCase",
                               "IfcMechanicalFastener", "IfcReinforcingBar", "IfcReinforcingMesh", "IfcSlab",
                               "IfcSlabStandardCase", "IfcWall", "IfcWallStandardCase", "IfcWallElementedCase",
                               "IfcFooting", "IfcPile", "IfcBuildingElementPart", "IfcElementAssembly"]}
ROLE = {"LIGATURE": "link", "SHEAR": "link", "RING": "link", "MAIN": "main", "EDGE": "main",
        "PUNCHING": "main", "ANCHORING": "main", "STUD": "other", "SPACEBAR": "other"}


def derive(path):
    m = Model(path)
    Ls, As, Vs = m.scale("LENGTHUNIT"), m.scale("AREAUNIT"), m.scale("VOLUMEUNIT")
    notes = []
    counts = {CASE[t]: len(m.of(t)) for t in STRUCT if m.of(t)}

    # steel members ---------------------------------------------------------
    rows = {}
    for e in m.of("IFCBEAM", "IFCBEAMSTANDARDCASE", "IFCCOLUMN", "IFCCOLUMNSTANDARDCASE",
                  "IFCMEMBER", "IFCMEMBERSTANDARDCASE"):
        mats = m.material_names(e)
        solids = [s for s in m.body_items(e) if s[0] == "IFCEXTRUDEDAREASOLID"]
        if is_concrete(mats):
            continue
        if not mats and is_steel(m.style_names(e)):
            mats = m.style_names(e)
        if not solids:
            if is_steel(mats):
                notes.append(f"#{e}: steel member without an extruded body: not measured")
            continue
        t, a, sc, sid = solids[0]
        try:
            area, pname, dname, kind, _ = m.profile(a[0])
        except NotImplementedError as err:
            notes.append(f"#{e}: profile {err} not handled")
            continue
        if not is_steel(mats) and not (not mats and kind in ("I", "RHS", "CHS", "L", "U", "T", "C")):
            continue
        depth = a[3] * sc
        q = m.quantities(e)
        length_m = q.get("Length", depth * Ls)
        grade = steel_grade(mats)
        prof = pname or dname
        key = (prof, grade)
        area_m2 = area * Ls * Ls * sc * sc
        r = rows.setdefault(key, {"profile": prof, "grade": grade, "count": 0, "length_m": 0.0, "mass_kg": 0.0, "_net": 0.0, "_with_net": 0})
        r["count"] += 1
        r["length_m"] += length_m
        r["mass_kg"] += area_m2 * length_m * DENSITY
        if "NetWeight" in q:
            # the file's own net figure, kept beside the gross one and never added to it
            r["_net"] += q["NetWeight"]
            r["_with_net"] += 1
        if len(solids) > 1:
            notes.append(f"#{e}: {len(solids)} extruded solids, the first one measured")
        if "NetWeight" in q or "GrossWeight" in q:
            notes.append(f"#{e} {prof}: file's weight {q.get('NetWeight', q.get('GrossWeight')):.2f} kg vs profile {area_m2*length_m*DENSITY:.2f} kg")

    # plates ----------------------------------------------------------------
    plates = {"count": 0, "mass_kg": 0.0, "by_thickness": {}}
    for e in m.of("IFCPLATE", "IFCPLATESTANDARDCASE"):
        mats = m.material_names(e)
        if not mats and is_concrete(m.element_words(e)):
            continue
        if not mats:
            mats = m.style_names(e) + m.element_words(e)
            if not is_steel(mats):
                notes.append(f"#{e}: plate without material, style or name saying steel: left out of plates")
                continue
            notes.append(f"#{e}: plate without material; steel by its style or name {mats}")
        if is_concrete(mats) or (mats and not is_steel(mats)):
            notes.append(f"#{e}: plate of {mats} is not steel: left out of plates")
            continue
        solids = [s for s in m.body_items(e) if s[0] == "IFCEXTRUDEDAREASOLID"]
        if not solids:
            notes.append(f"#{e}: plate without an extruded body: not measured")
            continue
        t, a, sc, _ = solids[0]
        area, _, _, kind, th = m.profile(a[0])
        depth = a[3] * sc
        vol = area * Ls * Ls * depth * Ls
        thick_mm = round(min(depth, th) * Ls * 1000, 1)
        grade = steel_grade(mats)
        plates["count"] += 1
        plates["mass_kg"] += vol * DENSITY
        b = plates["by_thickness"].setdefault((thick_mm, grade), {"thickness_mm": thick_mm, "grade": grade, "count": 0, "mass_kg": 0.0})
        b["count"] += 1
        b["mass_kg"] += vol * DENSITY
    # Tekla IFC4 parts: IfcBuildingElementPart inside an IfcElementAssembly, the part's kind in Name
    # ("BEAM", "PLATE"), the profile only in Description, the body a faceted brep in the part's own axes.
    for e in m.of("IFCBUILDINGELEMENTPART"):
        mats = m.material_names(e) or m.style_names(e)
        if not is_steel(mats):
            continue
        a = m.get(e)[1]
        breps = [s for s in m.body_items(e) if s[0] == "IFCFACETEDBREP"]
        if not breps:
            notes.append(f"#{e}: steel part without a faceted brep body: not measured")
            continue
        vol, pts = 0.0, []
        for (_, sa, sc, _) in breps:
            vol += m.brep_volume(sa[0]) * (Ls * sc) ** 3
            for f in m.get(sa[0])[1][0]:
                for b in m.get(f)[1][0]:
                    pts += [[x * sc for x in m.get(q)[1][0]] for q in m.get(m.get(b)[1][0])[1][0]]
        extent = sorted(max(q[i] for q in pts) - min(q[i] for q in pts) for i in range(3))
        grade = steel_grade(mats)
        if str(a[2]).upper() == "PLATE":
            thick_mm = round(extent[0] * Ls * 1000, 1)
            plates["count"] += 1
            plates["mass_kg"] += vol * DENSITY
            b = plates["by_thickness"].setdefault((thick_mm, grade), {"thickness_mm": thick_mm, "grade": grade, "count": 0, "mass_kg": 0.0})
            b["count"] += 1
            b["mass_kg"] += vol * DENSITY
            notes.append(f"#{e} part {a[3]!r}: plate {thick_mm} mm (smallest extent of its brep), {vol:.4f} m3")
        else:
            # the part runs along its local x axis: length = the brep's extent there
            xs = [q[0] for q in pts]
            length_m = (max(xs) - min(xs)) * Ls
            prof = a[3] or a[2]
            r = rows.setdefault((prof, grade), {"profile": prof, "grade": grade, "count": 0, "length_m": 0.0, "mass_kg": 0.0, "_net": 0.0, "_with_net": 0})
            r["count"] += 1
            r["length_m"] += length_m
            r["mass_kg"] += vol * DENSITY
            notes.append(f"#{e} part {a[2]!r} {prof!r}: length {length_m:.4f} m, brep {vol:.6f} m3 = section {vol / length_m * 1e6:.1f} mm2")
    steel = []
    for r in rows.values():
        net, with_net = r.pop("_net", 0.0), r.pop("_with_net", 0)
        row = dict(r, length_m=round(r["length_m"], 3), mass_kg=round(r["mass_kg"], 2))
        if with_net and with_net == r["count"]:
            row["net_mass_kg"] = round(net, 2)
        steel.append(row)
    if plates["count"]:
        plates = {"count": plates["count"], "mass_kg": round(plates["mass_kg"], 2),
                  "by_thickness": [dict(b, mass_kg=round(b["mass_kg"], 2)) for b in plates["by_thickness"].values()]}
    else:
        plates = None

    # bolts -------------------------------------------------------------------
    bolts, studs = {}, 0
    for e in m.of("IFCMECHANICALFASTENER"):
        a = m.get(e)[1]
        name = " ".join(str(x) for x in a[2:5] if x)
        if re.search(r"stud", name, re.I) or (len(a) > 10 and a[10] == "SHEARCONNECTOR"):
            studs += 1
            continue
        if re.search(r"\bnut\b|washer", name, re.I):
            continue
        d = a[8] * Ls * 1000 if len(a) > 8 and a[8] else None
        ln = a[9] * Ls * 1000 if len(a) > 9 and a[9] else None
        k = (round(d, 2) if d else None, round(ln, 1) if ln else None)
        bolts[k] = bolts.get(k, 0) + 1
    bolts = [{"diameter_mm": k[0], "length_mm": k[1], "count": v} for k, v in bolts.items()] or None

    # rebar -------------------------------------------------------------------
    rb = {}
    for e in m.of("IFCREINFORCINGBAR"):
        t, a = m.get(e)
        ty = m.type_of.get(e)
        ta = m.get(ty)[1] if ty else None
        ifc2x3 = m.schema.upper().startswith("IFC2X3")
        if ifc2x3:
            d, csa, blen, role = a[9], a[10], a[11], a[12]
        else:
            d, csa, blen, role = a[9], a[10], a[11], a[12]
            if ta is not None:
                d = d if d is not None else ta[10]
                csa = csa if csa is not None else ta[11]
                blen = blen if blen is not None else ta[12]
                role = role if role not in (None, "NOTDEFINED") else ta[9]
        source = "BarLength"
        q = m.quantities(e)
        if blen:
            length_m = blen * Ls
        elif "Length" in q:
            length_m, source = q["Length"], "Qto Length"
        else:
            length_m, source = None, "directrix"
            for (st, sa, sc, sid) in m.body_items(e):
                if st == "IFCSWEPTDISKSOLID":
                    length_m = (length_m or 0.0) + m.curve_length(sa[0]) * Ls * sc
                    if sa[3] is not None or sa[4] is not None:
                        notes.append(f"#{e}: swept disk with start/end parameters {sa[3]}..{sa[4]} (whole directrix measured)")
        d_mm = d * Ls * 1000 if d else None
        if csa and csa > 0:
            area_m2 = csa * As
            if "AREAUNIT" not in m.units:
                notes.append(f"#{e}: CrossSectionArea {csa} with no area unit assigned: read as length unit squared")
        elif d:
            area_m2 = math.pi / 4 * (d * Ls) ** 2
        else:
            area_m2 = None
        mass = area_m2 * length_m * DENSITY if (area_m2 and length_m) else None
        r = ROLE.get(str(role)) if role else None
        k = (round(d_mm, 2) if d_mm else None, r)
        row = rb.setdefault(k, {"diameter_mm": k[0], "role": r, "count": 0, "length_m": 0.0, "mass_kg": 0.0, "_src": set()})
        row["count"] += 1
        row["length_m"] += length_m or 0.0
        row["mass_kg"] += mass or 0.0
        row["_src"].add(source)
    rebar = []
    for row in rb.values():
        notes.append(f"rebar {row['diameter_mm']} mm {row['role']}: length from {', '.join(sorted(row.pop('_src')))}")
        rebar.append(dict(row, length_m=round(row["length_m"], 3), mass_kg=round(row["mass_kg"], 2)))

    # concrete ----------------------------------------------------------------
    conc = {}
    for e in m.of("IFCSLAB", "IFCSLABSTANDARDCASE", "IFCWALL", "IFCWALLSTANDARDCASE", "IFCWALLELEMENTEDCASE",
                  "IFCFOOTING", "IFCPILE", "IFCBEAM", "IFCBEAMSTANDARDCASE", "IFCCOLUMN", "IFCCOLUMNSTANDARDCASE",
                  "IFCPLATE", "IFCMEMBER"):
        mats = m.material_names(e)
        if not mats and is_concrete(m.element_words(e)):
            notes.append(f"#{e}: no material; its name says concrete ({m.element_words(e)[0]!r})")
            mats = m.element_words(e)
        if not is_concrete(mats):
            continue
        t, a = m.get(e)
        kind = CASE[t.replace("STANDARDCASE", "").replace("ELEMENTEDCASE", "")]
        pre = a[8] if len(a) > 8 and isinstance(a[8], Enum) and a[8] not in ("NOTDEFINED", "USERDEFINED") else None
        q = m.quantities(e)
        vol, src = None, None
        ext = 0.0
        for (st, sa, sc, _) in m.body_items(e):
            if st == "IFCEXTRUDEDAREASOLID":
                ext += m.profile(sa[0])[0] * sa[3] * (Ls ** 3) * sc ** 3
            elif st == "IFCFACETEDBREP":
                ext += m.brep_volume(sa[0]) * (Ls ** 3) * sc ** 3
            else:
                ext = None
                break
        if "NetVolume" in q:
            vol, src = q["NetVolume"], "NetVolume"
        elif "GrossVolume" in q:
            vol, src = q["GrossVolume"], "GrossVolume"
        if vol is not None and ext and vol > 2.0 * ext:
            # a net volume can be smaller than the uncut body, never twice as large
            notes.append(f"#{e}: the file's {src} {vol:.4g} m3 exceeds its whole extruded body {ext:.4g} m3: body used")
            vol, src = ext, "body (Qto disagrees)"
        elif vol is None:
            vol, src = (ext, "body (extrusion or faceted brep)") if ext else (None, "none")
        grade = None
        for n in mats:
            g = CONC_GRADE.search(n or "")
            if g:
                # C30-37 is the file-name-safe spelling of C30/37: one grade, one spelling
                grade = re.sub(r"^([Cc]\d+)-(\d+)$", r"\1/\2", g.group(1))
                break
        st = m.storey(e)
        k = (kind, pre, st, grade)
        row = conc.setdefault(k, {"kind": kind, "predefined": pre, "storey": st, "grade": grade, "volume_m3": 0.0, "_n": 0, "_src": set(), "_missing": 0})
        row["_n"] += 1
        row["_src"].add(src)
        if vol is None:
            row["_missing"] += 1
        else:
            row["volume_m3"] += vol
    concrete = []
    for row in conc.values():
        notes.append(f"concrete {row['kind']} {row['predefined']} {row['storey']} {row['grade']}: {row['_n']} elements, volume from {', '.join(sorted(row['_src']))}" + (f", {row['_missing']} without a measurable volume" if row['_missing'] else ""))
        for k in ("_n", "_src", "_missing"):
            row.pop(k)
        row["volume_m3"] = round(row["volume_m3"], 4)
        concrete.append(row)

    app = []
    for r in m.of("IFCAPPLICATION"):
        a = m.get(r)[1]
        app.append(f"{a[2]} {a[1]}".strip())
    out = {
        "schema": m.schema,
        "application": app,
        "units": {"length": m.unit_label("LENGTHUNIT"), "area": m.unit_label("AREAUNIT"),
                  "volume": m.unit_label("VOLUMEUNIT"), "mass": m.unit_label("MASSUNIT"),
                  "plane_angle": m.unit_label("PLANEANGLEUNIT")},
        "expected": {"counts": counts},
        "notes": notes,
    }
    ex = out["expected"]
    if steel:
        ex["steel_members"] = steel
    if plates:
        ex["plates"] = plates
    if bolts:
        ex["bolts"] = bolts
    if studs:
        ex["studs"] = studs
    if rebar:
        ex["rebar"] = rebar
    if concrete:
        ex["concrete"] = concrete
    return out


if __name__ == "__main__":
    res = {}
    for p in sys.argv[1:]:
        try:
            res[p.split("/")[-1]] = derive(p)
        except Exception as err:  # report and carry on with the other files
            import traceback
            res[p.split("/")[-1]] = {"error": f"{type(err).__name__}: {err}", "trace": traceback.format_exc()[-600:]}
    print(json.dumps(res, indent=1, ensure_ascii=False))
